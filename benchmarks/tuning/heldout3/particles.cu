// A weighted sum of each particle's four fields for the third held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "particles"): e[i] = 2 px + 3 py - pz + 4 m
// over 2^24 particles stored as an array of structs (soa=0: float4 per particle, read as
// one float4 (vec4=1) or as four floats (vec4=0)) or as a struct of four arrays (soa=1).
// A thread handles items particles, block_size_x apart.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 1
#endif
#ifndef soa
#define soa 0
#endif
#ifndef vec4
#define vec4 0
#endif

__global__ void particles(float *e, const float *p, int n)
{
    int base = blockIdx.x * block_size_x * items + threadIdx.x;
    for (int k = 0; k < items; k++) {
        int i = base + k * block_size_x;
#if soa
        float px = p[i], py = p[n + i], pz = p[2 * n + i], m = p[3 * n + i];
#elif vec4
        float4 q = ((const float4 *)p)[i];
        float px = q.x, py = q.y, pz = q.z, m = q.w;
#else
        float px = p[4 * i], py = p[4 * i + 1], pz = p[4 * i + 2], m = p[4 * i + 3];
#endif
        e[i] = (2.0f * px + 3.0f * py) + (4.0f * m - pz);
    }
}
