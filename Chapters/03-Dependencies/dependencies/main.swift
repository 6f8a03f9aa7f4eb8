import DependenciesChapter

await DependenciesChapter.main()
