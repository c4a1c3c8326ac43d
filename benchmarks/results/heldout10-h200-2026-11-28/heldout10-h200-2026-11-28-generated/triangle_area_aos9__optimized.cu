extern "C" __global__ void triangle_area_aos9_opt(const float* tri, float* area, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    __shared__ float tri_s[2304];
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    for (int stage_r = 0; stage_r < 9; stage_r++) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        if (9ll * (long long)i_own + (long long)stage_e < 9ll * (long long)n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
            tri_s[stage_e] = tri[(int)blockIdx.x * 2304 + stage_e];
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ax = tri_s[9 * (int)threadIdx.x];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ay = tri_s[9 * (int)threadIdx.x + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float az = tri_s[9 * (int)threadIdx.x + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bx = tri_s[9 * (int)threadIdx.x + 3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float by = tri_s[9 * (int)threadIdx.x + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float bz = tri_s[9 * (int)threadIdx.x + 5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cx = tri_s[9 * (int)threadIdx.x + 6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cy = tri_s[9 * (int)threadIdx.x + 7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float cz = tri_s[9 * (int)threadIdx.x + 8];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float ux = bx - ax;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uy = by - ay;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float uz = bz - az;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vx = cx - ax;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vy = cy - ay;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float vz = cz - az;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wx = uy * vz - uz * vy;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wy = uz * vx - ux * vz;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        float wz = ux * vy - uy * vx;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/triangle_area_aos9.cu"
        area[i] = 0.5f * sqrtf(wx * wx + wy * wy + wz * wz);
    }
}
