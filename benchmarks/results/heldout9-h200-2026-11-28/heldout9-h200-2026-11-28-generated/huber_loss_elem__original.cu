extern "C" __global__ void huber_loss_elem(const float* pred, const float* target, float* loss, float delta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        float e = pred[i] - target[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        float a = fabsf(e);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cu"
        loss[i] = a <= delta ? 0.5f * e * e : delta * (a - 0.5f * delta);
    }
}
