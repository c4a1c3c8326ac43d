// Held-out suite 12 (frozen), hand version of bond_length_aos6: the work-group copies its 256
// records to __local memory as consecutive floats (each work-item loading every 256th float),
// then each work-item reads its record from there, padded by one word every 32 so that the six-
// word stride spreads over the banks. Blocks of exactly 256.
__kernel void bond_length_aos6_hand(__global const float *restrict bonds,
                                    __global float *restrict length, int n)
{
    __local float recs[6 * 256 + 48];
    int t = get_local_id(0);
    int first = get_group_id(0) * 256;
    int count = min(256, n - first);
    for (int k = t; k < 6 * count; k += 256)
        recs[k + k / 32] = bonds[6 * first + k];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < count) {
        int b = 6 * t;
        float dx = recs[b + 3 + (b + 3) / 32] - recs[b + b / 32];
        float dy = recs[b + 4 + (b + 4) / 32] - recs[b + 1 + (b + 1) / 32];
        float dz = recs[b + 5 + (b + 5) / 32] - recs[b + 2 + (b + 2) / 32];
        length[first + t] = sqrt(dx * dx + dy * dy + dz * dz);
    }
}
