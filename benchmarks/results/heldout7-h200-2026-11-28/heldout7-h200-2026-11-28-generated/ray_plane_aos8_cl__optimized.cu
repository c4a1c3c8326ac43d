extern "C" __global__ void ray_plane_aos8_opt(const float* rays, float* t_hit, float nx, float ny, float nz, float d, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float4 rays_v = *(const float4*)&rays[8 * i + 0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float ox = rays_v.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float oy = rays_v.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float oz = rays_v.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float dx = rays_v.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float4 rays_v1 = *(const float4*)&rays[8 * i + 4];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float dy = rays_v1.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float dz = rays_v1.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float tmin = rays_v1.z;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float tmax = rays_v1.w;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float den = nx * dx + ny * dy + nz * dz;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float num = d - (nx * ox + ny * oy + nz * oz);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        float t = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        if (den != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
            float s = num / den;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
            if (s >= tmin && s <= tmax)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
                t = s;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cl"
        t_hit[i] = t;
    }
}
