namespace Bento.Generator; internal static class Placeholder { }
