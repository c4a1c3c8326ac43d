extern "C" __global__ void rgba_to_gray_cl_opt(const unsigned char* rgba, unsigned char* gray, int n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uchar4 gray_v0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (ucond) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        uint4 rgba_v = *(const uint4*)&rgba[4 * i_m0 + 0];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_m0 = (unsigned char)rgba_v.x;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_m0 = (unsigned char)(rgba_v.x >> 8);
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_m0 = (unsigned char)(rgba_v.x >> 16);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_m0 = (unsigned char)(rgba_v.x >> 24);
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_m0 = (77 * r_m0 + 150 * g_m0 + 29 * b_m0) >> 8;
        gray_v0.x = (unsigned char)((y_m0 * a_m0 + 127) / 255);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_m1 = (unsigned char)rgba_v.y;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_m1 = (unsigned char)(rgba_v.y >> 8);
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_m1 = (unsigned char)(rgba_v.y >> 16);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_m1 = (unsigned char)(rgba_v.y >> 24);
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_m1 = (77 * r_m1 + 150 * g_m1 + 29 * b_m1) >> 8;
        gray_v0.y = (unsigned char)((y_m1 * a_m1 + 127) / 255);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_m2 = (unsigned char)rgba_v.z;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_m2 = (unsigned char)(rgba_v.z >> 8);
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_m2 = (unsigned char)(rgba_v.z >> 16);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_m2 = (unsigned char)(rgba_v.z >> 24);
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_m2 = (77 * r_m2 + 150 * g_m2 + 29 * b_m2) >> 8;
        gray_v0.z = (unsigned char)((y_m2 * a_m2 + 127) / 255);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_m3 = (unsigned char)rgba_v.w;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_m3 = (unsigned char)(rgba_v.w >> 8);
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_m3 = (unsigned char)(rgba_v.w >> 16);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_m3 = (unsigned char)(rgba_v.w >> 24);
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_m3 = (77 * r_m3 + 150 * g_m3 + 29 * b_m3) >> 8;
        gray_v0.w = (unsigned char)((y_m3 * a_m3 + 127) / 255);
        *(uchar4*)(&gray[i_m3] - 3) = gray_v0;
    }
}
