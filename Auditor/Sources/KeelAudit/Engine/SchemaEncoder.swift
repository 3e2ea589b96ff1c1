/// Writes the shape of an `Encodable` value as text: each keyed field as
/// `name:Type`, structures in `{…}`, a collection as `[…]` holding its first
/// element's shape, a present optional's value in `(…)`. What `EngineSchema`
/// derives the engine version from.
///
/// Why an encoder rather than `Mirror`: the shape comes from the
/// synthesized `Codable` conformances (every stored property, by name, with
/// its static type), so no run-time reflection is needed. `Mirror` and
/// `String(describing:)` look up protocol conformances for every type they
/// meet, and on a binary holding swift-syntax each first lookup scans every
/// conformance record: deriving the version that way cost more than the rest
/// of a warm `keel audit`.
final class SchemaEncoder: Encoder {
    private(set) var text = ""
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// The shape of `value`, starting with its type name.
    static func shape<T: Encodable>(of value: T) -> String {
        let encoder = SchemaEncoder()
        encoder.add(value)
        return encoder.text
    }

    /// Closing brackets of the containers opened for the value being added.
    private var closers: [String] = []

    /// `Type`, then the value's own shape.
    fileprivate func add<T: Encodable>(_ value: T) {
        text += _typeName(T.self, qualified: false)
        let depth = closers.count
        try? value.encode(to: self)
        while closers.count > depth { text += closers.removeLast() }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        text += "{"
        closers.append("}")
        return KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        text += "["
        closers.append("]")
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single() }

    /// A structure's fields (the encoder closes the braces after the value).
    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: SchemaEncoder
        let codingPath: [any CodingKey] = []

        mutating func encodeNil(forKey key: Key) throws {}

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.text += key.stringValue + ":"
            encoder.add(value)
            encoder.text += ","
        }

        func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            encoder.text += key.stringValue + ":" + _typeName(T?.self, qualified: false)
            if let value {
                encoder.text += "("
                encoder.add(value)
                encoder.text += ")"
            }
            encoder.text += ","
        }

        func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encode(value, key) }
        func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Bool, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: String, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Double, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Float, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Int, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Int8, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Int16, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Int32, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: Int64, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: UInt, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: UInt8, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: UInt16, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: UInt32, forKey key: Key) throws { try encode(value, key) }
        func encode(_ value: UInt64, forKey key: Key) throws { try encode(value, key) }

        /// A primitive field: its name and type (`Optional<String>` for
        /// `encodeIfPresent`, present or not).
        private func encode<T>(_: T, _ key: Key) throws {
            encoder.text += key.stringValue + ":" + _typeName(T.self, qualified: false) + ","
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.text += key.stringValue + ":"
            return encoder.container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.text += key.stringValue + ":"
            return encoder.unkeyedContainer()
        }

        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// A collection: only its first element's shape (every element has the same type).
    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: SchemaEncoder
        let codingPath: [any CodingKey] = []
        private(set) var count = 0

        init(encoder: SchemaEncoder) { self.encoder = encoder }

        mutating func encodeNil() throws { count += 1 }

        mutating func encode<T: Encodable>(_ value: T) throws {
            if count == 0 { encoder.add(value) }
            count += 1
        }

        mutating func encode(_ value: Bool) throws { try primitive(value) }
        mutating func encode(_ value: String) throws { try primitive(value) }
        mutating func encode(_ value: Double) throws { try primitive(value) }
        mutating func encode(_ value: Float) throws { try primitive(value) }
        mutating func encode(_ value: Int) throws { try primitive(value) }
        mutating func encode(_ value: Int8) throws { try primitive(value) }
        mutating func encode(_ value: Int16) throws { try primitive(value) }
        mutating func encode(_ value: Int32) throws { try primitive(value) }
        mutating func encode(_ value: Int64) throws { try primitive(value) }
        mutating func encode(_ value: UInt) throws { try primitive(value) }
        mutating func encode(_ value: UInt8) throws { try primitive(value) }
        mutating func encode(_ value: UInt16) throws { try primitive(value) }
        mutating func encode(_ value: UInt32) throws { try primitive(value) }
        mutating func encode(_ value: UInt64) throws { try primitive(value) }

        private mutating func primitive<T>(_: T) throws {
            if count == 0 { encoder.text += _typeName(T.self, qualified: false) }
            count += 1
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return encoder.unkeyedContainer()
        }

        func superEncoder() -> any Encoder { encoder }
    }

    /// A value encoded as one primitive (raw-value enums, option sets): its type is already written.
    private struct Single: SingleValueEncodingContainer {
        let codingPath: [any CodingKey] = []
        func encodeNil() throws {}
        func encode<T: Encodable>(_ value: T) throws {}
        func encode(_ value: Bool) throws {}
        func encode(_ value: String) throws {}
        func encode(_ value: Double) throws {}
        func encode(_ value: Float) throws {}
        func encode(_ value: Int) throws {}
        func encode(_ value: Int8) throws {}
        func encode(_ value: Int16) throws {}
        func encode(_ value: Int32) throws {}
        func encode(_ value: Int64) throws {}
        func encode(_ value: UInt) throws {}
        func encode(_ value: UInt8) throws {}
        func encode(_ value: UInt16) throws {}
        func encode(_ value: UInt32) throws {}
        func encode(_ value: UInt64) throws {}
    }
}
