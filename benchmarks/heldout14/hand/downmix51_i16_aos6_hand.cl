// Held-out suite 14 (frozen), hand version of downmix51_i16_aos6: a work-group of 256 items per
// 256 frames; the group's 3 x 256 32-bit words of samples are read as consecutive words
// (coalesced) into local memory, then after a barrier each item takes its frame's three words
// (stride 3: no bank conflicts), splits them into int16 samples (little-endian) and computes
// the same sums. The last group's frames are counted so that no word past the array is read.
// Work-groups of exactly 256.
__kernel void downmix51_i16_aos6_hand(__global const short *restrict frames,
                                      __global float *restrict left,
                                      __global float *restrict right, int n)
{
    __local uint words[3 * 256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    int count = min(256, n - base);
    __global const uint *src = (__global const uint *)(frames + 6 * (size_t)base);
    for (int k = t; k < 3 * count; k += 256)
        words[k] = src[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < count) {
        uint w0 = words[3 * t], w1 = words[3 * t + 1], w2 = words[3 * t + 2];
        short l = (short)(w0 & 0xffffu), r = (short)(w0 >> 16);
        short ctr = (short)(w1 & 0xffffu);
        short ls = (short)(w2 & 0xffffu), rs = (short)(w2 >> 16);
        float c = 0.5f * (float)ctr;
        left[base + t] = (float)l + c + 0.5f * (float)ls;
        right[base + t] = (float)r + c + 0.5f * (float)rs;
    }
}
