// contiguous floats) are staged in local memory by coalesced loads; each thread then reads
// its nine values there (stride 9 words: no bank conflict). get_local_size(0) is 256.
__kernel void det3x3_aos_hand(__global const float *m, __global float *det, int n)
{
    __local float s[9 * 256];
    int t = get_local_id(0);
    int base = get_group_id(0) * (9 * 256);
    for (int k = t; k < 9 * 256; k += 256)
        if (base + k < 9 * n)
            s[k] = m[base + k];
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_group_id(0) * 256 + t;
    if (i < n) {
        float a = s[9 * t + 0], b = s[9 * t + 1], c = s[9 * t + 2];
        float d = s[9 * t + 3], e = s[9 * t + 4], f = s[9 * t + 5];
        float g = s[9 * t + 6], h = s[9 * t + 7], k = s[9 * t + 8];
        det[i] = (a * (e * k - f * h) - b * (d * k - f * g)) + c * (d * h - e * g);
    }
}
