using System;
using System.Text;
using System.Text.Json;
using Xunit;

namespace Bento.Tests.Infrastructure
{
    /// <summary>Round-trip assertions shared by the model tests.</summary>
    public static class Check
    {
        /// <summary>System.Text.Json configured to see the test models the way Bento's generated code does (members as declared).</summary>
        public static readonly JsonSerializerOptions Stj = new JsonSerializerOptions { IncludeFields = true };

        /// <summary>
        /// Bento writes, Bento reads back: the value must survive. With <paramref name="crossCheck"/>, System.Text.Json
        /// must also read Bento's bytes to the same value, and Bento must read System.Text.Json's bytes to the same value.
        /// Returns Bento's JSON text for further assertions.
        /// </summary>
        public static string RoundTrip<T>(T value, bool crossCheck = true, BentoJsonOptions? options = null)
        {
            byte[] ours = BentoJson.SerializeToUtf8Bytes(value, options);
            string text = Encoding.UTF8.GetString(ours);
            T back = Read<T>(ours, options, text);
            DeepEqual.Assert(value, back);

            // The string entry point must agree with the byte one.
            Assert.Equal(text, BentoJson.Serialize(value, options));

            if (crossCheck)
            {
                T? theirsReadingOurs = JsonSerializer.Deserialize<T>(ours, Stj);
                AssertEqual(value, theirsReadingOurs, "System.Text.Json reading Bento's output " + text);

                byte[] theirs = JsonSerializer.SerializeToUtf8Bytes(value, Stj);
                T oursReadingTheirs = Read<T>(theirs, options, Encoding.UTF8.GetString(theirs));
                AssertEqual(value, oursReadingTheirs, "Bento reading System.Text.Json's output " + Encoding.UTF8.GetString(theirs));
            }
            return text;
        }

        private static T Read<T>(byte[] utf8, BentoJsonOptions? options, string text)
        {
            try
            {
                return BentoJson.Deserialize<T>(utf8, options);
            }
            catch (BentoJsonException e)
            {
                throw new Xunit.Sdk.XunitException("Bento could not read " + text + ": " + e.Message);
            }
        }

        private static void AssertEqual<T>(T expected, T? actual, string what)
        {
            try
            {
                DeepEqual.Assert(expected, actual);
            }
            catch (Xunit.Sdk.XunitException e)
            {
                throw new Xunit.Sdk.XunitException(what + ": " + e.Message);
            }
        }

        public static byte[] Utf8(string s) => Encoding.UTF8.GetBytes(s);
    }
}
