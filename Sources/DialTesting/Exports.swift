// `import DialTesting` is all a test file needs: the store, record modes, tolerances and strategies come with it.
@_exported import DialGolden
