// Held-out suite 3 (frozen). A 16-tap FIR filter followed by decimation by 2, computed only
// at the kept outputs: out[i] = sum_k h[k] * x[2 i + k]. One thread per output.
__kernel void polyphase_decim2(__global const float *x, __global const float *h,
                               __global float *out, int nout)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < nout) {
        float s = 0.0f;
        for (int k = 0; k < 16; k++)
            s += h[k] * x[2 * i + k];
        out[i] = s;
    }
}
