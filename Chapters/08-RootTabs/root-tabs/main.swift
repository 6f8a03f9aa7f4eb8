import RootTabsChapter

await RootTabsChapter.main()
