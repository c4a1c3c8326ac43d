extern "C" __global__ void ray_plane_aos8(const float* rays, float* t_hit, float nx, float ny, float nz, float d, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox = rays[8 * i + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy = rays[8 * i + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz = rays[8 * i + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx = rays[8 * i + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy = rays[8 * i + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz = rays[8 * i + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin = rays[8 * i + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax = rays[8 * i + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den = nx * dx + ny * dy + nz * dz;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num = d - (nx * ox + ny * oy + nz * oz);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s = num / den;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s >= tmin && s <= tmax)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t = s;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i] = t;
    }
}
