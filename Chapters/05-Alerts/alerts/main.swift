import AlertsChapter

await AlertsChapter.makeApp().main()
