// `import Gliss` is all an app writes: the toolkit (GlissCore), its controls (GlissControls), the app runtime (GlissApp)
// and ArgumentParser, for an app's own command-line options.
@_exported import GlissCore
@_exported import GlissControls
@_exported import GlissApp
@_exported import ArgumentParser
