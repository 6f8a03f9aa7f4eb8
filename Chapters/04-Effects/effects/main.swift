import EffectsChapter

await EffectsChapter.makeApp().main()
