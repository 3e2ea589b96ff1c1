/// Holds a weak reference, for "was it released?" assertions:
///
/// ```swift
/// let weakController = Weak(controller)
/// controller = nil
/// #expect(weakController.value == nil)
/// ```
///
/// Not thread-safe: read it on the thread that released the object.
public final class Weak<T: AnyObject> {
    /// The object, while something else keeps it alive.
    public weak var value: T?
    /// A weak reference to `value`.
    public init(_ value: T?) { self.value = value }
}
