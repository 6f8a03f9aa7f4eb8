import CompositionChapter

await CompositionChapter.makeApp().main()
