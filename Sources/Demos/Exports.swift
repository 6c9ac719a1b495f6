@_exported import GlissCore
