import CounterChapter

await CounterChapter.makeApp().main()
