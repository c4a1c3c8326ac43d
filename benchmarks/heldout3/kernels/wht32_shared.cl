// Held-out suite 3 (frozen). Walsh-Hadamard transform (Sylvester order, unnormalized) of
// consecutive 32-point vectors: each block of 256 threads stages 8 vectors in local memory
// and runs the five butterfly stages there, one element per thread.
__kernel void wht32_shared(__global const float *in, __global float *out, int n)
{
    __local float s[256];
    int t = get_local_id(0);
    int g = get_group_id(0) * 256 + t;
    s[t] = g < n ? in[g] : 0.0f;
    for (int h = 1; h < 32; h <<= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        float a = s[t];
        float b = s[t ^ h];
        float v = (t & h) ? b - a : a + b;
        barrier(CLK_LOCAL_MEM_FENCE);
        s[t] = v;
    }
    if (g < n)
        out[g] = s[t];
}
