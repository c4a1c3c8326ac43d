// Held-out suite 7 (frozen), hand version of row_chunk_sums32: 32 work-items per chunk
// (work-groups of 32 x 8, eight chunks per group, chunk p being row p / (cols / 32), chunk
// p % (cols / 32)); every work-item loads one float of the chunk (coalesced) and a tree in
// local memory (one row of 32 per chunk: no bank conflicts) adds the 32 values. The launch
// covers 32 work-items per chunk.
__kernel void row_chunk_sums32_hand(__global const float *A, __global float *out, int rows,
                                    int cols)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int p = get_group_id(0) * 8 + row;
    int nch = cols / 32;
    float s = 0.0f;
    if (p < rows * nch)
        s = A[(p / nch) * cols + (p % nch) * 32 + lane];
    part[row][lane] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] += part[row][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p < rows * nch && lane == 0)
        out[p] = part[row][0];
}
