// `import GlissTesting` is all a test writes: the harness, the toolkit and the app runtime
// (`Gliss`), and `RGBAImage` for screenshots.
@_exported import Gliss
@_exported import struct GlissSDL.RGBAImage
