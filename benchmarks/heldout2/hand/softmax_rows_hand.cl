// the threads stride over the row (coalesced), the maximum and the sum of exponentials are
// trees in local memory. One block per row.
__kernel void softmax_rows_hand(__global const float *in, __global float *out, int rows, int cols)
{
    __local float part[256];
    int r = get_group_id(0);
    int t = get_local_id(0);
    float m = -3.0e38f;
    for (int c = t; c < cols; c += 256)
        m = fmax(m, in[r * cols + c]);
    part[t] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] = fmax(part[t], part[t + st]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    m = part[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int c = t; c < cols; c += 256)
        s += exp(in[r * cols + c] - m);
    part[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float inv = 1.0f / part[0];
    for (int c = t; c < cols; c += 256)
        out[r * cols + c] = exp(in[r * cols + c] - m) * inv;
}
