using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models;

/// <summary>
/// A small object of short strings: three strings under 40 bytes and a few integers, the shape of address-book
/// entries, chat users or log fields. Writing many of these is dominated by the per-string and per-object costs
/// (member names, quotes, escaping checks, capacity checks) rather than by bulk copying.
/// </summary>
[BentoObject, DataContract]
public sealed partial class Contact
{
    [DataMember]
    public int Id { get; set; }

    [DataMember]
    public string FirstName { get; set; } = "";

    [DataMember]
    public string LastName { get; set; } = "";

    [DataMember]
    public string Email { get; set; } = "";

    [DataMember]
    public int Age { get; set; }

    [DataMember]
    public int Visits { get; set; }
}

/// <summary>The root of the short-strings workload.</summary>
[BentoObject, DataContract]
public sealed partial class ContactList
{
    [DataMember]
    public List<Contact> Items { get; set; } = new();
}
