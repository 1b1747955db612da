using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/Contacts.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class Contact
{
    [BentoKey(0), DataMember(Order = 0)] public int Id { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public string FirstName { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string LastName { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public string Email { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public int Age { get; set; }
    [BentoKey(5), DataMember(Order = 5)] public int Visits { get; set; }
}

[BentoObject, DataContract]
public sealed partial class ContactList
{
    [BentoKey(0), DataMember(Order = 0)] public List<Contact> Items { get; set; } = new();
}
