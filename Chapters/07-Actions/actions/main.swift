import ActionsChapter

await ActionsChapter.makeApp().main()
