extern "C" __global__ void zigzag_encode_i32_cf4x(const int* v, unsigned int* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_0 = v[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_0] = ((unsigned int)s_0 << 1) ^ (unsigned int)(s_0 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_1 = v[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_1] = ((unsigned int)s_1 << 1) ^ (unsigned int)(s_1 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_2 = v[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_2] = ((unsigned int)s_2 << 1) ^ (unsigned int)(s_2 >> 31);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        int s_3 = v[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
        z[i_3] = ((unsigned int)s_3 << 1) ^ (unsigned int)(s_3 >> 31);
    }
}
