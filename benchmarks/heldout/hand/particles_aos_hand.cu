// Held-out suite (frozen), hand version of particles_aos: each 32-byte particle is read and
// written as two float4 (a warp's two 16-byte accesses cover its 1024 contiguous bytes).
extern "C" __global__ void particles_aos_hand(const float *p, float *out, float ex, float ey,
                                              float ez, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 a = ((const float4 *)p)[2 * i];
        float4 b = ((const float4 *)p)[2 * i + 1];
        float vx = a.w + dt * b.w * ex;
        float vy = b.x + dt * b.w * ey;
        float vz = b.y + dt * b.w * ez;
        float4 oa, ob;
        oa.x = a.x + dt * vx;
        oa.y = a.y + dt * vy;
        oa.z = a.z + dt * vz;
        oa.w = vx;
        ob.x = vy;
        ob.y = vz;
        ob.z = b.z;
        ob.w = b.w;
        ((float4 *)out)[2 * i] = oa;
        ((float4 *)out)[2 * i + 1] = ob;
    }
}
