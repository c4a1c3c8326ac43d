extern "C" __global__ void threshold_u8(const unsigned char* in, unsigned char* out, int t, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/threshold_u8.cu"
        out[i] = in[i] > t ? 255 : 0;
}
