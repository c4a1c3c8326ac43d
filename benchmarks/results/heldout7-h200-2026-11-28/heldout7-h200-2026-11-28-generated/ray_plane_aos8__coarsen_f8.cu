extern "C" __global__ void ray_plane_aos8_cf8x(const float* rays, float* t_hit, float nx, float ny, float nz, float d, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_2 = rays[8 * i_2 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_2 = rays[8 * i_2 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_2 = rays[8 * i_2 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_2 = rays[8 * i_2 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_2 = rays[8 * i_2 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_2 = rays[8 * i_2 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_2 = rays[8 * i_2 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_2 = rays[8 * i_2 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_2 = nx * dx_2 + ny * dy_2 + nz * dz_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_2 = d - (nx * ox_2 + ny * oy_2 + nz * oz_2);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_2 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_2 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_2 = num_2 / den_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_2 >= tmin_2 && s_2 <= tmax_2)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_2 = s_2;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_2] = t_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_3 = rays[8 * i_3 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_3 = rays[8 * i_3 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_3 = rays[8 * i_3 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_3 = rays[8 * i_3 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_3 = rays[8 * i_3 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_3 = rays[8 * i_3 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_3 = rays[8 * i_3 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_3 = rays[8 * i_3 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_3 = nx * dx_3 + ny * dy_3 + nz * dz_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_3 = d - (nx * ox_3 + ny * oy_3 + nz * oz_3);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_3 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_3 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_3 = num_3 / den_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_3 >= tmin_3 && s_3 <= tmax_3)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_3 = s_3;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_3] = t_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_4 = rays[8 * i_4 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_4 = rays[8 * i_4 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_4 = rays[8 * i_4 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_4 = rays[8 * i_4 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_4 = rays[8 * i_4 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_4 = rays[8 * i_4 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_4 = rays[8 * i_4 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_4 = rays[8 * i_4 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_4 = nx * dx_4 + ny * dy_4 + nz * dz_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_4 = d - (nx * ox_4 + ny * oy_4 + nz * oz_4);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_4 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_4 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_4 = num_4 / den_4;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_4 >= tmin_4 && s_4 <= tmax_4)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_4 = s_4;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_4] = t_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_5 = rays[8 * i_5 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_5 = rays[8 * i_5 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_5 = rays[8 * i_5 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_5 = rays[8 * i_5 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_5 = rays[8 * i_5 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_5 = rays[8 * i_5 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_5 = rays[8 * i_5 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_5 = rays[8 * i_5 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_5 = nx * dx_5 + ny * dy_5 + nz * dz_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_5 = d - (nx * ox_5 + ny * oy_5 + nz * oz_5);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_5 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_5 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_5 = num_5 / den_5;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_5 >= tmin_5 && s_5 <= tmax_5)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_5 = s_5;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_5] = t_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_6 = rays[8 * i_6 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_6 = rays[8 * i_6 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_6 = rays[8 * i_6 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_6 = rays[8 * i_6 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_6 = rays[8 * i_6 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_6 = rays[8 * i_6 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_6 = rays[8 * i_6 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_6 = rays[8 * i_6 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_6 = nx * dx_6 + ny * dy_6 + nz * dz_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_6 = d - (nx * ox_6 + ny * oy_6 + nz * oz_6);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_6 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_6 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_6 = num_6 / den_6;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_6 >= tmin_6 && s_6 <= tmax_6)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_6 = s_6;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_6] = t_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float ox_7 = rays[8 * i_7 + 0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oy_7 = rays[8 * i_7 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float oz_7 = rays[8 * i_7 + 2];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dx_7 = rays[8 * i_7 + 3];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dy_7 = rays[8 * i_7 + 4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float dz_7 = rays[8 * i_7 + 5];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmin_7 = rays[8 * i_7 + 6];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float tmax_7 = rays[8 * i_7 + 7];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float den_7 = nx * dx_7 + ny * dy_7 + nz * dz_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float num_7 = d - (nx * ox_7 + ny * oy_7 + nz * oz_7);
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        float t_7 = -1.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        if (den_7 != 0.0f) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            float s_7 = num_7 / den_7;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
            if (s_7 >= tmin_7 && s_7 <= tmax_7)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
                t_7 = s_7;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/ray_plane_aos8.cu"
        t_hit[i_7] = t_7;
    }
}
