// Held-out suite 5 (frozen). Zero crossings of every frame of a signal (frames of flen
// samples, one after another): the number of neighbouring pairs whose signs (x >= 0)
// differ. One block of 256 threads per frame: strided partial counts, then a tree in
// shared memory.
__kernel void zero_crossing_rate(__global const float *x, __global int *count, int flen)
{
    __local int part[256];
    int f = get_group_id(0), t = get_local_id(0);
    __global const float *fr = x + f * flen;
    int c = 0;
    for (int i = t; i < flen - 1; i += 256)
        c += (fr[i] >= 0.0f) != (fr[i + 1] >= 0.0f);
    part[t] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        count[f] = part[0];
}
