extern "C" __global__ void class_weight_tally8_opt(const unsigned char* label, const int* weight, int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    __shared__ int sums_priv[8];
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 8; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        sums_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
            atomicAdd(&sums_priv[label[i] & 7], weight[i]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 8; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        if (sums_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
            atomicAdd(&sums[p], sums_priv[p]);
}
