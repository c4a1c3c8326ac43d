// Held-out suite 5 (frozen), hand version of quat_rotate_aos: blocks of 128 threads copy
// their 128 points (384 contiguous floats) into shared memory with coalesced loads, each
// thread reads its quaternion as one float4 and its point from shared memory (stride 3:
// conflict-free), writes the turned point back there, and the block stores the 384 floats
// with coalesced stores.
extern "C" __global__ void quat_rotate_aos_hand(const float *p, const float *q, float *out,
                                                int n)
{
    __shared__ float sh[384];
    int t = threadIdx.x;
    int base = blockIdx.x * 384;
    for (int e = t; e < 384; e += 128)
        sh[e] = base + e < 3 * n ? p[base + e] : 0.0f;
    __syncthreads();
    int i = blockIdx.x * 128 + t;
    if (i < n) {
        float4 r = ((const float4 *)q)[i];
        float px = sh[3 * t], py = sh[3 * t + 1], pz = sh[3 * t + 2];
        float tx = r.z * pz - r.w * py, ty = r.w * px - r.y * pz, tz = r.y * py - r.z * px;
        sh[3 * t] = px + 2.0f * (r.x * tx + (r.z * tz - r.w * ty));
        sh[3 * t + 1] = py + 2.0f * (r.x * ty + (r.w * tx - r.y * tz));
        sh[3 * t + 2] = pz + 2.0f * (r.x * tz + (r.y * ty - r.z * tx));
    }
    __syncthreads();
    for (int e = t; e < 384; e += 128)
        if (base + e < 3 * n)
            out[base + e] = sh[e];
}
