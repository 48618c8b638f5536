@_exported import Compositor
// A scene needs one import: `import FluidPlayground` brings the view tree, the animator and
// Foundation's geometry (CGPoint, CGRect), as `import UIKit` brings them on iOS.
@_exported import Foundation
@_exported import GestureFiles
@_exported import ViewTree
