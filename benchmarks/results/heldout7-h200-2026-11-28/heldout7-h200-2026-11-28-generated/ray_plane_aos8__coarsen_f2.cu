extern "C" __global__ void ray_plane_aos8_cf2x(const float* rays, float* t_hit, float nx, float ny, float nz, float d, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_0 = rays[8 * i_0 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_0 = rays[8 * i_0 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_0 = rays[8 * i_0 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_0 = rays[8 * i_0 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_0 = rays[8 * i_0 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_0 = rays[8 * i_0 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_0 = rays[8 * i_0 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_0 = rays[8 * i_0 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_0 = nx * dx_0 + ny * dy_0 + nz * dz_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_0 = d - (nx * ox_0 + ny * oy_0 + nz * oz_0);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_0 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_0 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_0 = num_0 / den_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_0 >= tmin_0 && s_0 <= tmax_0)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_0 = s_0;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_0] = t_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_1 = rays[8 * i_1 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_1 = rays[8 * i_1 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_1 = rays[8 * i_1 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_1 = rays[8 * i_1 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_1 = rays[8 * i_1 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_1 = rays[8 * i_1 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_1 = rays[8 * i_1 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_1 = rays[8 * i_1 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_1 = nx * dx_1 + ny * dy_1 + nz * dz_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_1 = d - (nx * ox_1 + ny * oy_1 + nz * oz_1);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_1 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_1 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_1 = num_1 / den_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_1 >= tmin_1 && s_1 <= tmax_1)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_1 = s_1;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_1] = t_1;
    }
}
