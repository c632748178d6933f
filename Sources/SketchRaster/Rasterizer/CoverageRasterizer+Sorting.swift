/// The rasterizer's sorting: edges by where they start, crossings by x along each sample line.
/// Every sort is stable, so equal keys keep their order and the pixels never depend on a tie.
extension CoverageRasterizer {
    /// Orders `edges` by `y0`, stably: a counting sort by the sub-row where each edge starts
    /// (linear, where a comparison sort of the 40-byte edges took a fifth of the time), then an
    /// insertion pass that fixes any edge a rounding put one bucket off.
    func sortEdges(top: Int, rows: Int) {
        let n = edges.count
        guard n > 1 else { return }
        let buckets = rows * Self.subRows + 1
        if bucketStarts.count < buckets + 1 { bucketStarts = [Int32](repeating: 0, count: buckets + 1) }
        if sortedEdges.count < n { sortedEdges = edges }
        let scale = Double(Self.subRows), origin = Double(top)
        bucketStarts.withUnsafeMutableBufferPointer { starts in
            for i in 0...buckets { starts[i] = 0 }
            func bucket(_ y0: Double) -> Int {
                let g = ((y0 - origin) * scale - 0.5).rounded(.up)
                return g <= 0 ? 0 : g >= Double(buckets - 1) ? buckets - 1 : Int(g)
            }
            edges.withUnsafeMutableBufferPointer { e in
                for i in 0..<n { starts[bucket(e[i].y0) + 1] += 1 }
                for b in 0..<buckets { starts[b + 1] += starts[b] }
                sortedEdges.withUnsafeMutableBufferPointer { out in
                    for i in 0..<n {
                        let b = bucket(e[i].y0)
                        out[Int(starts[b])] = e[i]
                        starts[b] += 1
                    }
                    for i in 0..<n { e[i] = out[i] }
                }
                Self.insertionSort(e.baseAddress!, n) { $0.y0 }
            }
        }
    }

    /// Sorts `count` crossings by x, stably: insertion sort for a few, else a bottom-up merge
    /// sort through `scratch` (room for `count`).
    static func stableSort(_ c: UnsafeMutablePointer<Crossing>, _ count: Int, scratch: UnsafeMutablePointer<Crossing>) {
        let run = 16
        var start = 0
        while start < count {
            insertionSort(c + start, min(run, count - start)) { $0.x }
            start += run
        }
        var width = run
        while width < count {
            var lo = 0
            while lo + width < count {
                merge(c + lo, width, min(lo + 2 * width, count) - lo, scratch: scratch)
                lo += 2 * width
            }
            width *= 2
        }
    }

    /// Merges the sorted runs c[0..<middle] and c[middle..<count] in place, stably (the first
    /// run's crossing first on equal x), through `scratch`.
    static func merge(_ c: UnsafeMutablePointer<Crossing>, _ middle: Int, _ count: Int, scratch: UnsafeMutablePointer<Crossing>) {
        guard middle < count, c[middle - 1].x > c[middle].x else { return }
        var i = 0, j = middle, k = 0
        while i < middle && j < count {
            if c[j].x < c[i].x { scratch[k] = c[j]; j += 1 } else { scratch[k] = c[i]; i += 1 }
            k += 1
        }
        while i < middle { scratch[k] = c[i]; i += 1; k += 1 }
        // What is left of the second run is already in place.
        (c).update(from: scratch, count: k)
    }

    /// A stable insertion sort by `key`: linear on the nearly sorted runs it is given.
    @inline(__always)
    static func insertionSort<T>(_ c: UnsafeMutablePointer<T>, _ count: Int, by key: (T) -> Double) {
        guard count > 1 else { return }
        for i in 1..<count {
            let item = c[i]
            let k = key(item)
            var j = i - 1
            while j >= 0 && key(c[j]) > k {
                c[j + 1] = c[j]
                j -= 1
            }
            c[j + 1] = item
        }
    }
}
