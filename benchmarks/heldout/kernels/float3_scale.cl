// Held-out suite (frozen). Scale packed float3 points (3 floats each, no padding) by a
// per-point factor: out[3i+c] = p[3i+c] * s[i].
// Memory problem: each work-item loads and stores 3 floats 12 bytes from its neighbour's
// (stride-3 word accesses).
__kernel void float3_scale(__global const float *p, __global const float *s, __global float *out,
                           int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float f = s[i];
        out[3 * i + 0] = p[3 * i + 0] * f;
        out[3 * i + 1] = p[3 * i + 1] * f;
        out[3 * i + 2] = p[3 * i + 2] * f;
    }
}
