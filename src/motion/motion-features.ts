// Loaded on demand by LazyMotion, so the animation engine is not in the first download.
export { domAnimation as default } from "framer-motion"
