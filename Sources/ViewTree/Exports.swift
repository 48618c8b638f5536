// Scenes port UIKit code that uses views and animators together; `import ViewTree` brings both,
// as `import UIKit` does.
@_exported import Animator
