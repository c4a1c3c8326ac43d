extern "C" __global__ void zigzag_encode_i32_cf2x(const int* v, unsigned int* z, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/zigzag_encode_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
