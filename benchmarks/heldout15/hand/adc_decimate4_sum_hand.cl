// Held-out suite 15 (frozen), hand version of adc_decimate4_sum: each work-item loads its four
// samples as one float4 (vload4) and adds them in the original's order. Any 1D range of at
// least n items.
__kernel void adc_decimate4_sum_hand(__global const float *restrict in,
                                     __global float *restrict out, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float4 q = vload4(i, in);
        out[i] = q.x + q.y + q.z + q.w;
    }
}
