using System;
using System.Buffers;
using System.Collections.Generic;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// An output buffer that gives exactly the bytes asked for (one when asked for none), each time in a new array, so a
    /// writer that reserves too little or writes past what it reserved fails at once instead of landing in spare room.
    /// With <see cref="Shortfall"/> set it gives that many bytes fewer than asked, as a buffer breaking the contract would.
    /// </summary>
    public sealed class StingyBufferWriter : IBufferWriter<byte>
    {
        private readonly List<byte> _written = new List<byte>();
        private byte[] _current = Array.Empty<byte>();

        public int Shortfall { get; set; }

        public int Requests { get; private set; }

        /// <summary>The size asked for by each call, in order.</summary>
        public List<int> RequestSizes { get; } = new List<int>();

        /// <summary>The largest size asked for by one call.</summary>
        public int LargestRequest { get; private set; }

        public byte[] WrittenBytes => _written.ToArray();

        public void Advance(int count)
        {
            if (count < 0 || count > _current.Length) throw new InvalidOperationException("Advanced " + count + " past a span of " + _current.Length + ".");
            for (int i = 0; i < count; i++)
                _written.Add(_current[i]);
            _current = Array.Empty<byte>();
        }

        public Memory<byte> GetMemory(int sizeHint = 0) => Take(sizeHint);

        public Span<byte> GetSpan(int sizeHint = 0) => Take(sizeHint);

        private byte[] Take(int sizeHint)
        {
            Requests++;
            LargestRequest = Math.Max(LargestRequest, sizeHint);
            RequestSizes.Add(sizeHint);
            _current = new byte[Math.Max(Math.Max(sizeHint, 1) - Shortfall, 0)];
            return _current;
        }
    }
}
