extern "C" __global__ void fdtd2d_hz_opt(float* hz, const float* ex, const float* ey, int nx, int ny) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if ((int)((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull)) < nx - 1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int ucond = ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < ny - 1) & 1;
        float4 hz_v0;
        float4 hz_v1;
        float4 ex_v2;
        float ex_v2_hi4;
        float4 ey_v3;
        float4 ey_v4;
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_m0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_m0 = i_m0 * nx + j_m0;
                hz_v1 = *(float4*)&hz[p_m0];
                ex_v2 = *(const float4*)(&ex[p_m0 + 1] - 1);
                ex_v2_hi4 = ex[p_m0 + 1 + 3];
                ey_v3 = *(const float4*)&ey[p_m0 + nx];
                ey_v4 = *(const float4*)&ey[p_m0];
                hz_v0.x = hz_v1.x - 0.7f * (ex_v2.y - ex_v2.x + ey_v3.x - ey_v4.x);
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_m1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_m1 = i_m1 * nx + j_m1;
                hz_v0.y = hz_v1.y - 0.7f * (ex_v2.z - ex_v2.y + ey_v3.y - ey_v4.y);
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_m2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_m2 = i_m2 * nx + j_m2;
                hz_v0.z = hz_v1.z - 0.7f * (ex_v2.w - ex_v2.z + ey_v3.z - ey_v4.z);
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_m3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_m3 = i_m3 * nx + j_m3;
                hz_v0.w = hz_v1.w - 0.7f * (ex_v2_hi4 - ex_v2.w + ey_v3.w - ey_v4.w);
                *(float4*)(&hz[p_m3] - 3) = hz_v0;
            }
        }
    } else {
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_s0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_s0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (i_s0 < ny - 1 && j_s0 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_s0 = i_s0 * nx + j_s0;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                hz[p_s0] = hz[p_s0] - 0.7f * (ex[p_s0 + 1] - ex[p_s0] + ey[p_s0 + nx] - ey[p_s0]);
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_s1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_s1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (i_s1 < ny - 1 && j_s1 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_s1 = i_s1 * nx + j_s1;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                hz[p_s1] = hz[p_s1] - 0.7f * (ex[p_s1 + 1] - ex[p_s1] + ey[p_s1 + nx] - ey[p_s1]);
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_s2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_s2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (i_s2 < ny - 1 && j_s2 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_s2 = i_s2 * nx + j_s2;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                hz[p_s2] = hz[p_s2] - 0.7f * (ex[p_s2 + 1] - ex[p_s2] + ey[p_s2 + nx] - ey[p_s2]);
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int j_s3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            int i_s3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
            if (i_s3 < ny - 1 && j_s3 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                int p_s3 = i_s3 * nx + j_s3;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
                hz[p_s3] = hz[p_s3] - 0.7f * (ex[p_s3 + 1] - ex[p_s3] + ey[p_s3 + nx] - ey[p_s3]);
            }
        }
    }
}
