// Screenshots are `RGBAImage`s; tests can name the type with `import GlissTesting` alone.
@_exported import struct GlissSDL.RGBAImage
