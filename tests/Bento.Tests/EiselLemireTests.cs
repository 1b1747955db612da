using System;
using System.Globalization;
using Bento.Internal;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The fast decimal-to-binary step on its own. Its contract has two halves: when it answers, the answer is the
    /// exact parser's to the bit; and it answers almost always, giving up only where the truncated product cannot
    /// decide the rounding (or the value leaves the normal range). Reading text cannot see the second half, since a
    /// step that gives up too often still reads every number right through the exact parser, only slower.
    /// </summary>
    public class EiselLemireTests
    {
        private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

        private static ulong Bits(double value) => (ulong)BitConverter.DoubleToInt64Bits(value);

        private static uint Bits(float value) => (uint)BitConverter.SingleToInt32Bits(value);

        private static double ExactDouble(ulong w, int q, bool negative) => ExactDouble(w.ToString(Invariant), q, negative);

        private static double ExactDouble(string digits, int q, bool negative) =>
            double.Parse((negative ? "-" : "") + digits + "E" + q.ToString(Invariant), NumberStyles.Float, Invariant);

        private static float ExactSingle(ulong w, int q, bool negative) =>
            float.Parse((negative ? "-" : "") + w.ToString(Invariant) + "E" + q.ToString(Invariant), NumberStyles.Float, Invariant);

        [Theory]
        [InlineData(-400)]
        [InlineData(-343)]
        [InlineData(-342)]
        [InlineData(-65)]
        [InlineData(-30)]
        [InlineData(0)]
        [InlineData(39)]
        [InlineData(308)]
        [InlineData(400)]
        public void Zero_keeps_its_sign_at_every_exponent(int q)
        {
            foreach (bool negative in new[] { false, true })
            {
                Assert.True(EiselLemire.TryCompute(0, q, negative, out double d));
                Assert.Equal(Bits(negative ? -0.0 : 0.0), Bits(d));
                Assert.True(EiselLemire.TryCompute(0, q, negative, out float f));
                Assert.Equal(Bits(negative ? -0f : 0f), Bits(f));
            }
        }

        [Theory]
        [InlineData("-0e-30")]
        [InlineData("-0.000e-400")]
        [InlineData("-0E+400")]
        [InlineData("-0.0e20")]
        public void Negative_zero_text_reads_as_negative_zero(string text)
        {
            Assert.Equal(Bits(-0.0), Bits(BentoJson.Deserialize<double>(text)));
            Assert.Equal(Bits(-0f), Bits(BentoJson.Deserialize<float>(text)));
            Assert.Equal(Bits(0.0), Bits(BentoJson.Deserialize<double>(text.Substring(1))));
            Assert.Equal(Bits(0f), Bits(BentoJson.Deserialize<float>(text.Substring(1))));
        }

        /// <summary>
        /// Inputs at the ends of each format's normal range, inputs whose rounding carries into a new power of two, and
        /// inputs whose first product leaves the bits below the mantissa all ones, so that the second 64 bits of the
        /// power decide (the first six of those carry into the mantissa, the last six do not). Found by a search over
        /// random inputs with the algorithm written out separately; each must be answered, and exactly.
        /// </summary>
        [Theory]
        [InlineData(17976931348623157UL, 292)] // the largest double
        [InlineData(22250738585072014UL, -324)] // the smallest normal double
        [InlineData(1UL, 308)] // the largest power of ten in the table
        [InlineData(9999999999999999999UL, -19)] // rounds up to 1
        [InlineData(19999999999999999UL, -16)] // rounds up to 2
        [InlineData(8657513636307713272UL, -230)]
        [InlineData(7102505987549082720UL, -40)]
        [InlineData(2156023762111104365UL, -209)]
        [InlineData(2995015283094738024UL, -169)]
        [InlineData(8183120439620031935UL, 244)]
        [InlineData(7333320833027506066UL, -167)]
        [InlineData(1068034203412943810UL, -48)]
        [InlineData(8406654583418905434UL, 206)]
        [InlineData(5149750467796948541UL, -143)]
        [InlineData(7711345478045639094UL, -88)]
        [InlineData(6447314876308006204UL, -263)]
        [InlineData(8707221208759797007UL, -20)]
        // Products whose second 64 bits carry into the mantissa although fewer than 15 bits below it are ones: a
        // precision mask wider than the 9 bits below a double's 53 and 2 guard bits would skip the refinement here.
        [InlineData(9181562149233555661UL, 45)]
        [InlineData(4499626332616704632UL, 151)]
        [InlineData(1099861201344410585UL, 251)]
        public void Doubles_it_must_answer(ulong w, int q)
        {
            foreach (bool negative in new[] { false, true })
            {
                Assert.True(EiselLemire.TryCompute(w, q, negative, out double result), w + "E" + q);
                Assert.Equal(Bits(ExactDouble(w, q, negative)), Bits(result));
            }
        }

        [Theory]
        [InlineData(34028235UL, 31)] // the largest float
        [InlineData(117549435UL, -46)] // the smallest normal float
        [InlineData(1UL, 38)]
        [InlineData(99999999999UL, -11)] // rounds up to 1
        [InlineData(123456789012345678UL, -20)]
        public void Floats_it_must_answer(ulong w, int q)
        {
            foreach (bool negative in new[] { false, true })
            {
                Assert.True(EiselLemire.TryCompute(w, q, negative, out float result), w + "E" + q);
                Assert.Equal(Bits(ExactSingle(w, q, negative)), Bits(result));
            }
        }

        [Theory]
        [InlineData(17976931348623159UL, 292)] // above the largest double: the exact parser must say it is out of range
        [InlineData(1UL, 309)]
        [InlineData(1UL, 400)]
        [InlineData(1UL, -343)]
        [InlineData(4940656458412465UL, -339)] // the smallest subnormal
        [InlineData(1UL, -330)]
        public void Doubles_beyond_the_normal_range_are_left_to_the_exact_parser(ulong w, int q)
        {
            Assert.False(EiselLemire.TryCompute(w, q, false, out double _));
            Assert.False(EiselLemire.TryCompute(w, q, true, out double _));
        }

        [Theory]
        [InlineData(34028236UL, 31)] // above the largest float
        [InlineData(1UL, 39)]
        [InlineData(1UL, 309)]
        [InlineData(1UL, 400)]
        [InlineData(1UL, -400)]
        [InlineData(1UL, -65)]
        [InlineData(14UL, -46)] // a subnormal float
        public void Floats_beyond_the_normal_range_are_left_to_the_exact_parser(ulong w, int q)
        {
            // Powers far outside the float range are outside the table of powers too: they must be refused before it.
            Assert.False(EiselLemire.TryCompute(w, q, false, out float _));
            Assert.False(EiselLemire.TryCompute(w, q, true, out float _));
        }

        [Fact]
        public void Answers_agree_with_the_exact_parser_and_come_almost_always()
        {
            var random = new Random(20261128);
            int doubleTried = 0, doubleAnswered = 0, singleTried = 0, singleAnswered = 0;
            for (int i = 0; i < 20_000; i++)
            {
                int digits = 1 + (i % 19);
                ulong w = RandomDigits(random, digits);
                bool negative = (i & 1) == 1;

                int q = random.Next(-350, 320);
                if (EiselLemire.TryCompute(w, q, negative, out double d))
                    Assert.Equal(Bits(ExactDouble(w, q, negative)), Bits(d));
                if (EiselLemire.TryComputeTruncated(w, q, negative, out double t))
                {
                    // w holds the first 19 digits of a longer number: every continuation must give the same double.
                    Assert.Equal(Bits(ExactDouble(w, q, negative)), Bits(t));
                    Assert.Equal(Bits(ExactDouble(w.ToString(Invariant) + "9", q - 1, negative)), Bits(t));
                }

                int qf = random.Next(-70, 45);
                if (EiselLemire.TryCompute(w, qf, negative, out float f))
                    Assert.Equal(Bits(ExactSingle(w, qf, negative)), Bits(f));

                // The normal range, away from its ends: giving up there is rare (about 1 in 70,000 when measured).
                if (digits >= 17)
                {
                    int qn = random.Next(-280, 280);
                    doubleTried++;
                    if (EiselLemire.TryCompute(w, qn, negative, out double _)) doubleAnswered++;
                }

                if (digits >= 8)
                {
                    int qn = random.Next(-30, 20);
                    singleTried++;
                    if (EiselLemire.TryCompute(w, qn, negative, out float _)) singleAnswered++;
                }
            }

            Assert.True(doubleAnswered >= doubleTried * 0.999, doubleAnswered + " of " + doubleTried + " doubles answered");
            Assert.True(singleAnswered >= singleTried * 0.999, singleAnswered + " of " + singleTried + " floats answered");
        }

        private static ulong RandomDigits(Random random, int digits)
        {
            ulong value = (ulong)random.Next(1, 10);
            for (int i = 1; i < digits; i++)
                value = (value * 10) + (ulong)random.Next(0, 10);
            return value;
        }
    }
}
