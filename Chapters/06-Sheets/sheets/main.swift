import SheetsChapter

await SheetsChapter.makeApp().main()
