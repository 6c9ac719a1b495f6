// `import GlissTesting` is all a test writes: the harness, the toolkit and the app runtime
// (`Gliss`, with `RGBAImage` for screenshots).
@_exported import Gliss
