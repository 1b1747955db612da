using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Tests.Models;
using Xunit;

// Helpers for the sequence tests, in C# 9 like the other shared test sources.
namespace Bento.Tests.Sequences
{
    /// <summary>The members every read-only, forward-only test stream has alike.</summary>
    public abstract class ReadOnlyTestStream : Stream
    {
        public override bool CanRead => true;
        public override bool CanSeek => false;
        public override bool CanWrite => false;
        public override long Length => throw new NotSupportedException();
        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
        public override void Flush() { }
        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
        public override void SetLength(long value) => throw new NotSupportedException();
        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }

    /// <summary>A read-only stream over bytes that hands out at most a few bytes per read, fixed or seeded-random.</summary>
    public sealed class TrickleStream : Stream
    {
        private readonly byte[] _data;
        private readonly Random? _random;
        private readonly int _maxChunk;
        private int _position;

        public TrickleStream(byte[] data, int maxChunk, int? seed = null)
        {
            _data = data;
            _maxChunk = maxChunk;
            _random = seed is null ? null : new Random(seed.Value);
        }

        public int Reads { get; private set; }

        public override bool CanRead => true;
        public override bool CanSeek => false;
        public override bool CanWrite => false;
        public override long Length => throw new NotSupportedException();
        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            Reads++;
            int chunk = _random is null ? _maxChunk : _random.Next(1, _maxChunk + 1);
            int n = Math.Min(Math.Min(chunk, buffer.Length), _data.Length - _position);
            _data.AsSpan(_position, n).CopyTo(buffer);
            _position += n;
            return n;
        }

        public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
        {
            // Yield so that the async readers really resume from an incomplete read.
            await Task.Yield();
            cancellationToken.ThrowIfCancellationRequested();
            return Read(buffer.Span);
        }

        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
            ReadAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

        public override void Flush() { }
        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
        public override void SetLength(long value) => throw new NotSupportedException();
        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }

    /// <summary>
    /// A read-only stream that makes up JSON Lines as it is read: <c>lines</c> lines in total, nothing stored but the
    /// line being handed out. With <c>endless</c> it is one line that never ends.
    /// </summary>
    public sealed class GeneratedLinesStream : Stream
    {
        private readonly long _lines;
        private readonly int _bigLineAt;
        private readonly int _bigLineBytes;
        private readonly bool _endless;
        private byte[] _current = Array.Empty<byte>();
        private int _offset;
        private long _made;

        public GeneratedLinesStream(long lines, int bigLineAt = -1, int bigLineBytes = 0, bool endless = false)
        {
            _lines = lines;
            _bigLineAt = bigLineAt;
            _bigLineBytes = bigLineBytes;
            _endless = endless;
        }

        public long BytesProduced { get; private set; }

        /// <summary>Lines are made from a small set encoded once, so that generating the input costs next to nothing.</summary>
        public const int CycleLength = 1024;

        private static readonly byte[][] s_cycle = MakeCycle();

        private static byte[][] MakeCycle()
        {
            var lines = new byte[CycleLength][];
            for (int i = 0; i < CycleLength; i++) lines[i] = MakeLine(i, 0);
            return lines;
        }

        private static byte[] MakeLine(long i, int nameLength)
        {
            byte[] json = BentoJson.SerializeToUtf8Bytes(LineValue(i, nameLength));
            Array.Resize(ref json, json.Length + 1);
            json[json.Length - 1] = (byte)'\n';
            return json;
        }

        public static Inner LineValue(long i, int nameLength = 0) => new Inner
        {
            Name = nameLength > 0 ? new string('n', nameLength) : "line " + i.ToString(System.Globalization.CultureInfo.InvariantCulture) + " \u00e9t\u00e9",
            Value = (int)(i % 1_000_000),
            Where = new Point { X = (int)(i % 977), Y = -(int)(i % 131) },
        };

        public override int Read(Span<byte> buffer)
        {
            int total = 0;
            while (total < buffer.Length)
            {
                if (_offset == _current.Length)
                {
                    if (_endless)
                    {
                        if (_made == 0) _current = Encoding.UTF8.GetBytes("{\"Name\":\"");
                        else
                        {
                            _current = new byte[4096];
                            _current.AsSpan().Fill((byte)'x');
                        }
                    }
                    else
                    {
                        if (_made == _lines) break;
                        _current = _made == _bigLineAt ? MakeLine(_made, _bigLineBytes) : s_cycle[_made % CycleLength];
                    }

                    _made++;
                    _offset = 0;
                }

                int n = Math.Min(buffer.Length - total, _current.Length - _offset);
                _current.AsSpan(_offset, n).CopyTo(buffer.Slice(total));
                _offset += n;
                total += n;
            }

            BytesProduced += total;
            return total;
        }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));
        public override bool CanRead => true;
        public override bool CanSeek => false;
        public override bool CanWrite => false;
        public override long Length => throw new NotSupportedException();
        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
        public override void Flush() { }
        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
        public override void SetLength(long value) => throw new NotSupportedException();
        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }

    /// <summary>
    /// The memory tests read the whole process's live heap, so they run alone, after the parallel tests, where no other
    /// test's allocations can show up in their samples.
    /// </summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public sealed class MemoryCollection
    {
        public const string Name = "Sequences memory";
    }

    public static class SequenceTesting
    {
        public static List<Inner> Sample(int count)
        {
            var list = new List<Inner>();
            for (int i = 0; i < count; i++) list.Add(GeneratedLinesStream.LineValue(i));
            list.Add(new Inner { Name = null, Value = int.MinValue });
            list.Add(new Inner { Name = "tab\tquote\"newline\nend", Value = int.MaxValue });
            return list;
        }

        public static async Task<List<T>> ToListAsync<T>(IAsyncEnumerable<T> source, CancellationToken cancellationToken = default)
        {
            var list = new List<T>();
            await foreach (T item in source.WithCancellation(cancellationToken)) list.Add(item);
            return list;
        }

        public static async IAsyncEnumerable<T> Slowly<T>(IEnumerable<T> source)
        {
            foreach (T item in source)
            {
                await Task.Yield();
                yield return item;
            }
        }

        public static byte[] Utf8(string text) => Encoding.UTF8.GetBytes(text);
    }
}
