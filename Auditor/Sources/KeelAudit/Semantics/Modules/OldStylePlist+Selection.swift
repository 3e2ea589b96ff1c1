import Foundation

extension OldStylePlist {
    /// Which values of a property list to build. A reader that looks up a
    /// few keys of a large file (a `project.pbxproj`'s build phases, not its
    /// thousands of file types and build settings) names them, and the
    /// parser checks everything else without making its strings,
    /// arrays and dictionaries.
    indirect enum Selection: Sendable {
        /// Every value below.
        case all
        /// Every key of a dictionary, each value selected by the one selection.
        case anyKey(Selection)
        /// The named keys of a dictionary only, each with its own selection.
        case keys([Key])

        struct Key: Sendable {
            let name: String
            let bytes: [UInt8]
            let selection: Selection

            init(_ name: String, _ selection: Selection = .all) {
                self.name = name
                self.bytes = Array(name.utf8)
                self.selection = selection
            }
        }

        /// What to build of the value of `key` in a dictionary this selects from; nil: nothing.
        func child(_ key: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Selection? {
            switch self {
            case .all: return .all
            case .anyKey(let selection): return selection
            case .keys(let keys): return key.find(in: keys, bytes: bytes)?.selection
            }
        }
    }

    /// A string as it stands in the file: a byte range (no escape), or its decoded bytes.
    enum Token {
        case range(Range<Int>)
        case decoded([UInt8])

        func string(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            switch self {
            case .range(let range): String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            case .decoded(let text): String(decoding: text, as: UTF8.self)
            }
        }

        /// The key this string names, as `String` equality finds it: by bytes
        /// (equal bytes, equal strings); text with a non-ASCII byte is also
        /// compared as strings, since it can be canonically equivalent to an
        /// ASCII name (the Kelvin sign is `K`).
        func find(in keys: [Selection.Key], bytes: UnsafeBufferPointer<UInt8>) -> Selection.Key? {
            guard case .range(let range) = self else {
                let text = string(in: bytes)
                return keys.first { $0.name == text }
            }
            let text = UnsafeBufferPointer(rebasing: bytes[range])
            for key in keys where key.bytes.count == text.count {
                let same = key.bytes.withUnsafeBufferPointer { name in
                    text.isEmpty || memcmp(name.baseAddress!, text.baseAddress!, text.count) == 0
                }
                if same { return key }
            }
            guard text.contains(where: { $0 >= 0x80 }) else { return nil }
            let string = string(in: bytes)
            return keys.first { $0.name == string }
        }
    }
}
